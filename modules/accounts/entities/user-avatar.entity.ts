import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtColumn, userIdColumn } from '../../../src/db/columns.ts';

/**
 * A user's uploaded picture, at most 2 MB, stored as sent after its type was checked from its
 * bytes. In the database rather than on disk: the container has no volume, and one picture per
 * user is small. CSS sizes it; no server-side resize (ADR 0007).
 */
const UserAvatarSchema = defineEntity({
  name: 'UserAvatar',
  tableName: 'user_avatar',
  properties: {
    userId: userIdColumn().primary(),
    contentType: p.string().length(20),
    data: p.blob(),
    updatedAt: updatedAtColumn(),
  },
});

export class UserAvatar extends UserAvatarSchema.class {}
UserAvatarSchema.setClass(UserAvatar);
