// The accounts module's entities, for the host's explicit entity list. The user, session and
// account tables belong to better-auth (schema "auth", created by auth/auth-migrations.ts).
export { ShippingAddress } from './entities/shipping-address.entity.ts';
export { UserAvatar } from './entities/user-avatar.entity.ts';
