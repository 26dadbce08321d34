/** A shipping address, safe to hand to any component. */
export interface AddressDto {
  recipient: string;
  street: string;
  unit: string | null;
  city: string;
  zip: string;
  state: string | null;
  country: string;
}

export interface AvatarDto {
  contentType: string;
  data: Uint8Array;
  updatedAt: string;
}
