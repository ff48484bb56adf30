// Row shapes of the tables in schema.ts, as better-sqlite3 returns them.

export interface UserRow {
  id: string;
  createdAt: number;
  updatedAt: number | null;
  lastActiveAt: number | null;
  username: string;
  usernameLower: string;
  name: string | null;
  description: string | null;
  location: string | null;
  birthday: string | null;
  lang: string | null;
  fields: string;
  avatarId: string | null;
  bannerId: string | null;
  isAdmin: number;
  isSuspended: number;
  isDeleted: number;
  moderationNote: string;
  /** JSON list of the days the user used a client (see services/logged-in-days.ts). */
  loggedInDates: string;
  isBot: number;
  isCat: number;
  isLocked: number;
  isExplorable: number;
  hideOnlineStatus: number;
  publicReactions: number;
  followingVisibility: 'public' | 'followers' | 'private';
  followersVisibility: 'public' | 'followers' | 'private';
  pinnedNoteIds: string;
  settings: string;
  token: string;
  passwordHash: string;
}

export type Visibility = 'public' | 'home' | 'followers' | 'specified';

export interface NoteRow {
  id: string;
  createdAt: number;
  userId: string;
  text: string | null;
  cw: string | null;
  visibility: Visibility;
  visibleUserIds: string;
  mentions: string;
  tags: string;
  emojis: string;
  fileIds: string;
  hasFiles: number;
  hasPoll: number;
  replyId: string | null;
  replyUserId: string | null;
  renoteId: string | null;
  renoteUserId: string | null;
  isPureRenote: number;
  localOnly: number;
  reactionAcceptance: string | null;
  channelId: string | null;
}

export interface DriveFileRow {
  id: string;
  createdAt: number;
  userId: string | null;
  folderId: string | null;
  name: string;
  type: string;
  md5: string;
  size: number;
  isSensitive: number;
  comment: string | null;
  blurhash: string | null;
  width: number | null;
  height: number | null;
  avgColor: string | null;
  accessKey: string;
  thumbnailKey: string | null;
}

export interface DriveFolderRow {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  parentId: string | null;
}

export interface PollRow {
  noteId: string;
  choices: string;
  multiple: number;
  expiresAt: number | null;
  endNotified: number;
}

export interface RoleRow {
  id: string;
  createdAt: number;
  updatedAt: number;
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  target: 'manual' | 'conditional';
  condFormula: string;
  isPublic: number;
  isExplorable: number;
  asBadge: number;
  isModerator: number;
  isAdministrator: number;
  preserveAssignmentOnMoveAccount: number;
  canEditMembersByModerator: number;
  displayOrder: number;
  policies: string;
}

export interface EmojiRow {
  id: string;
  updatedAt: number | null;
  name: string;
  category: string | null;
  aliases: string;
  type: string;
  fileKey: string;
  license: string | null;
  isSensitive: number;
  localOnly: number;
  /** JSON list of role ids; empty: anyone may react with it. */
  roleIdsThatCanBeUsedThisEmojiAsReaction: string;
}

export interface NotificationRow {
  id: string;
  createdAt: number;
  notifieeId: string;
  type: string;
  notifierId: string | null;
  noteId: string | null;
  reaction: string | null;
  extra: string | null;
  isRead: number;
}

export interface ChatRoomRow {
  id: string;
  createdAt: number;
  ownerId: string;
  name: string;
  description: string;
}

export interface ChatMessageRow {
  id: string;
  createdAt: number;
  fromUserId: string;
  toUserId: string | null;
  toRoomId: string | null;
  text: string | null;
  fileId: string | null;
  /** JSON list of "userId/reaction", as Misskey keeps a chat message's reactions. */
  reactions: string;
}

export interface ChatRoomMembershipRow {
  id: string;
  createdAt: number;
  roomId: string;
  userId: string;
  isMuted: number;
}

export interface ChatRoomInvitationRow {
  id: string;
  createdAt: number;
  roomId: string;
  userId: string;
  ignored: number;
}

export interface AnnouncementRow {
  id: string;
  createdAt: number;
  updatedAt: number | null;
  title: string;
  text: string;
  imageUrl: string | null;
  icon: 'info' | 'warning' | 'error' | 'success';
  display: 'dialog' | 'normal' | 'banner';
  needConfirmationToRead: number;
  silence: number;
  isActive: number;
  userId: string | null;
}

export interface RegistryRow {
  id: string;
  updatedAt: number;
  userId: string;
  domain: string;
  scope: string;
  key: string;
  value: string;
}
