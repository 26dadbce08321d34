import type { EntityManager } from '@mikro-orm/postgresql';
import { ShippingAddress } from '../entities/shipping-address.entity.ts';
import { UserAvatar } from '../entities/user-avatar.entity.ts';
import type { AddressDto, AvatarDto } from './account.dto.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

function toDto(a: ShippingAddress): AddressDto {
  return dtoFields(a, ['recipient', 'street', 'unit', 'city', 'zip', 'state', 'country']);
}

export async function findAddress(em: EntityManager, userId: string): Promise<AddressDto | null> {
  const row = await em.findOne(ShippingAddress, { userId });
  return row ? toDto(row) : null;
}

/** One address per user: creates it or replaces its fields. */
export async function saveAddress(em: EntityManager, userId: string, address: AddressDto): Promise<AddressDto> {
  const row = (await em.findOne(ShippingAddress, { userId })) ?? em.create(ShippingAddress, { userId, ...address });
  em.assign(row, address);
  await em.flush();
  return toDto(row);
}

export async function findAvatar(em: EntityManager, userId: string): Promise<AvatarDto | null> {
  const row = await em.findOne(UserAvatar, { userId });
  return row ? { contentType: row.contentType, data: new Uint8Array(row.data), updatedAt: row.updatedAt.toISOString() } : null;
}

export async function saveAvatar(em: EntityManager, userId: string, contentType: string, data: Uint8Array): Promise<AvatarDto> {
  const bytes = Buffer.from(data);
  const row = (await em.findOne(UserAvatar, { userId })) ?? em.create(UserAvatar, { userId, contentType, data: bytes });
  em.assign(row, { contentType, data: bytes, updatedAt: new Date() });
  await em.flush();
  return { contentType, data, updatedAt: row.updatedAt.toISOString() };
}

/** The address and picture of a member who deletes the account (better-auth removes the rest). */
export async function deleteUserData(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(ShippingAddress, { userId });
  await em.nativeDelete(UserAvatar, { userId });
}

/** The address and the picture's type and size, for the member's data export (the picture itself is at its own address). */
export async function exportUserData(em: EntityManager, userId: string): Promise<Record<string, unknown>> {
  const avatar = await em.findOne(UserAvatar, { userId });
  return {
    address: await findAddress(em, userId),
    avatar: avatar ? { contentType: avatar.contentType, bytes: avatar.data.length, updatedAt: avatar.updatedAt.toISOString() } : null,
  };
}
