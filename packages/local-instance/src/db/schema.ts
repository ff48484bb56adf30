// The SQLite schema. Dates are stored as milliseconds since the epoch; lists as JSON text.

export const SCHEMA_VERSION = 1;

/**
 * Columns added after a table was first released: a database made by an older version gets them
 * when it is opened (CREATE TABLE IF NOT EXISTS leaves an existing table as it was).
 */
export const ADDED_COLUMNS: ReadonlyArray<{ table: string; column: string; definition: string }> = [
  {
    table: 'emojis',
    column: 'roleIdsThatCanBeUsedThisEmojiAsReaction',
    definition: "TEXT NOT NULL DEFAULT '[]'",
  },
  // moderation: a suspended account, and the moderators' note about a user
  { table: 'users', column: 'isSuspended', definition: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'users', column: 'moderationNote', definition: "TEXT NOT NULL DEFAULT ''" },
  // an account its owner deleted (i/delete-account): kept, marked, as Misskey keeps it until its job ends
  { table: 'users', column: 'isDeleted', definition: 'INTEGER NOT NULL DEFAULT 0' },
  // the days (server time, "2026/11/28") on which the user fetched `i`: MeDetailed.loggedInDays
  { table: 'users', column: 'loggedInDates', definition: "TEXT NOT NULL DEFAULT '[]'" },
  // the time step of the last authenticator code that signed in: a code signs in once
  { table: 'user_two_factor', column: 'lastTotpStep', definition: 'INTEGER' },
];

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS kv (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  updatedAt INTEGER,
  lastActiveAt INTEGER,
  username TEXT NOT NULL,
  usernameLower TEXT NOT NULL UNIQUE,
  name TEXT,
  description TEXT,
  location TEXT,
  birthday TEXT,
  lang TEXT,
  fields TEXT NOT NULL DEFAULT '[]',
  avatarId TEXT,
  bannerId TEXT,
  isAdmin INTEGER NOT NULL DEFAULT 0,
  isBot INTEGER NOT NULL DEFAULT 0,
  isCat INTEGER NOT NULL DEFAULT 0,
  isLocked INTEGER NOT NULL DEFAULT 0,
  isExplorable INTEGER NOT NULL DEFAULT 1,
  hideOnlineStatus INTEGER NOT NULL DEFAULT 0,
  publicReactions INTEGER NOT NULL DEFAULT 1,
  followingVisibility TEXT NOT NULL DEFAULT 'public',
  followersVisibility TEXT NOT NULL DEFAULT 'public',
  pinnedNoteIds TEXT NOT NULL DEFAULT '[]',
  settings TEXT NOT NULL DEFAULT '{}',
  token TEXT NOT NULL UNIQUE,
  passwordHash TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS follows (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  followerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followeeId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  UNIQUE (followerId, followeeId)
);
CREATE INDEX IF NOT EXISTS follows_followee ON follows (followeeId, id);

CREATE TABLE IF NOT EXISTS drive_folders (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  parentId TEXT REFERENCES drive_folders(id) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS drive_files (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT REFERENCES users(id) ON DELETE CASCADE,
  folderId TEXT REFERENCES drive_folders(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  md5 TEXT NOT NULL,
  size INTEGER NOT NULL,
  isSensitive INTEGER NOT NULL DEFAULT 0,
  comment TEXT,
  blurhash TEXT,
  width INTEGER,
  height INTEGER,
  avgColor TEXT,
  accessKey TEXT NOT NULL UNIQUE,
  thumbnailKey TEXT
);
CREATE INDEX IF NOT EXISTS drive_files_user ON drive_files (userId, id);

CREATE TABLE IF NOT EXISTS notes (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text TEXT,
  cw TEXT,
  visibility TEXT NOT NULL,
  visibleUserIds TEXT NOT NULL DEFAULT '[]',
  mentions TEXT NOT NULL DEFAULT '[]',
  tags TEXT NOT NULL DEFAULT '[]',
  emojis TEXT NOT NULL DEFAULT '[]',
  fileIds TEXT NOT NULL DEFAULT '[]',
  hasFiles INTEGER NOT NULL DEFAULT 0,
  hasPoll INTEGER NOT NULL DEFAULT 0,
  replyId TEXT REFERENCES notes(id) ON DELETE CASCADE,
  replyUserId TEXT,
  renoteId TEXT REFERENCES notes(id) ON DELETE CASCADE,
  renoteUserId TEXT,
  isPureRenote INTEGER NOT NULL DEFAULT 0,
  localOnly INTEGER NOT NULL DEFAULT 0,
  reactionAcceptance TEXT,
  channelId TEXT
);
CREATE INDEX IF NOT EXISTS notes_user ON notes (userId, id);
CREATE INDEX IF NOT EXISTS notes_reply ON notes (replyId);
CREATE INDEX IF NOT EXISTS notes_renote ON notes (renoteId);
CREATE INDEX IF NOT EXISTS notes_visibility ON notes (visibility, id);

CREATE TABLE IF NOT EXISTS polls (
  noteId TEXT PRIMARY KEY REFERENCES notes(id) ON DELETE CASCADE,
  choices TEXT NOT NULL,
  multiple INTEGER NOT NULL,
  expiresAt INTEGER,
  endNotified INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS poll_votes (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  noteId TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  choice INTEGER NOT NULL,
  UNIQUE (noteId, userId, choice)
);

CREATE TABLE IF NOT EXISTS reactions (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  noteId TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reaction TEXT NOT NULL,
  UNIQUE (noteId, userId)
);
CREATE INDEX IF NOT EXISTS reactions_note ON reactions (noteId, id);

CREATE TABLE IF NOT EXISTS emojis (
  id TEXT PRIMARY KEY,
  updatedAt INTEGER,
  name TEXT NOT NULL UNIQUE,
  category TEXT,
  aliases TEXT NOT NULL DEFAULT '[]',
  type TEXT NOT NULL,
  fileKey TEXT NOT NULL,
  license TEXT,
  isSensitive INTEGER NOT NULL DEFAULT 0,
  localOnly INTEGER NOT NULL DEFAULT 0,
  roleIdsThatCanBeUsedThisEmojiAsReaction TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE IF NOT EXISTS notifications (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  notifieeId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  notifierId TEXT REFERENCES users(id) ON DELETE CASCADE,
  noteId TEXT REFERENCES notes(id) ON DELETE CASCADE,
  reaction TEXT,
  extra TEXT,
  isRead INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS notifications_notifiee ON notifications (notifieeId, id);

CREATE TABLE IF NOT EXISTS registry (
  id TEXT PRIMARY KEY,
  updatedAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  domain TEXT NOT NULL DEFAULT '',
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (userId, domain, scope, key)
);

CREATE TABLE IF NOT EXISTS access_tokens (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  session TEXT UNIQUE,
  name TEXT,
  description TEXT,
  iconUrl TEXT,
  permission TEXT NOT NULL DEFAULT '[]'
);

-- personal memos: what a user noted about another user, seen only by them
CREATE TABLE IF NOT EXISTS user_memos (
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  targetUserId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  memo TEXT NOT NULL,
  PRIMARY KEY (userId, targetUserId)
);

-- roles an administrator made (the built-in administrator role is not stored), and who holds them
CREATE TABLE IF NOT EXISTS roles (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  updatedAt INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  color TEXT,
  iconUrl TEXT,
  target TEXT NOT NULL DEFAULT 'manual',
  condFormula TEXT NOT NULL DEFAULT '{}',
  isPublic INTEGER NOT NULL DEFAULT 0,
  isExplorable INTEGER NOT NULL DEFAULT 0,
  asBadge INTEGER NOT NULL DEFAULT 0,
  isModerator INTEGER NOT NULL DEFAULT 0,
  isAdministrator INTEGER NOT NULL DEFAULT 0,
  preserveAssignmentOnMoveAccount INTEGER NOT NULL DEFAULT 0,
  canEditMembersByModerator INTEGER NOT NULL DEFAULT 0,
  displayOrder INTEGER NOT NULL DEFAULT 0,
  policies TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE IF NOT EXISTS role_assignments (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  roleId TEXT NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expiresAt INTEGER,
  UNIQUE (roleId, userId)
);

-- two-factor authentication: the authenticator app's secret (temporary while being set up),
-- the unused backup codes, and whether a security key alone may sign in
CREATE TABLE IF NOT EXISTS user_two_factor (
  userId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tempSecret TEXT,
  secret TEXT,
  backupCodes TEXT NOT NULL DEFAULT '[]',
  usePasswordLessLogin INTEGER NOT NULL DEFAULT 0
);

-- security keys and passkeys (WebAuthn credentials); id is the credential id (base64url)
CREATE TABLE IF NOT EXISTS user_security_keys (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  publicKey TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  createdAt INTEGER NOT NULL,
  lastUsed INTEGER NOT NULL
);

-- MiAuth sessions whose token the app has collected (Misskey hands it out once)
CREATE TABLE IF NOT EXISTS miauth_fetched (
  session TEXT PRIMARY KEY
);

CREATE TABLE IF NOT EXISTS ads (
  id TEXT PRIMARY KEY,
  startsAt INTEGER NOT NULL,
  expiresAt INTEGER NOT NULL,
  place TEXT NOT NULL,
  priority TEXT NOT NULL,
  ratio INTEGER NOT NULL,
  url TEXT NOT NULL,
  imageUrl TEXT NOT NULL,
  memo TEXT NOT NULL,
  dayOfWeek INTEGER NOT NULL,
  isSensitive INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS announcements (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  updatedAt INTEGER,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  imageUrl TEXT,
  icon TEXT NOT NULL DEFAULT 'info',
  display TEXT NOT NULL DEFAULT 'normal',
  needConfirmationToRead INTEGER NOT NULL DEFAULT 0,
  silence INTEGER NOT NULL DEFAULT 0,
  isActive INTEGER NOT NULL DEFAULT 1,
  userId TEXT REFERENCES users(id) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS announcement_reads (
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  announcementId TEXT NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  createdAt INTEGER NOT NULL,
  PRIMARY KEY (userId, announcementId)
);

CREATE TABLE IF NOT EXISTS note_favorites (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  noteId TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
  UNIQUE (userId, noteId)
);

CREATE TABLE IF NOT EXISTS clips (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  lastClippedAt INTEGER,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  isPublic INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS clips_user ON clips (userId, id);

CREATE TABLE IF NOT EXISTS clip_notes (
  id TEXT PRIMARY KEY,
  clipId TEXT NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
  noteId TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
  UNIQUE (clipId, noteId)
);
CREATE INDEX IF NOT EXISTS clip_notes_note ON clip_notes (noteId);

CREATE TABLE IF NOT EXISTS pages (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  updatedAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  name TEXT NOT NULL,
  summary TEXT,
  content TEXT NOT NULL,
  variables TEXT NOT NULL,
  script TEXT NOT NULL,
  eyeCatchingImageId TEXT REFERENCES drive_files(id) ON DELETE SET NULL,
  font TEXT NOT NULL DEFAULT 'sans-serif',
  alignCenter INTEGER NOT NULL DEFAULT 0,
  hideTitleWhenPinned INTEGER NOT NULL DEFAULT 0,
  likedCount INTEGER NOT NULL DEFAULT 0,
  UNIQUE (userId, name)
);

CREATE TABLE IF NOT EXISTS page_likes (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  pageId TEXT NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  UNIQUE (pageId, userId)
);
CREATE INDEX IF NOT EXISTS page_likes_user ON page_likes (userId, id);

CREATE TABLE IF NOT EXISTS flashes (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  updatedAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  script TEXT NOT NULL,
  permissions TEXT NOT NULL DEFAULT '[]',
  visibility TEXT NOT NULL DEFAULT 'public',
  likedCount INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS flashes_user ON flashes (userId, id);

CREATE TABLE IF NOT EXISTS flash_likes (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  flashId TEXT NOT NULL REFERENCES flashes(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  UNIQUE (flashId, userId)
);
CREATE INDEX IF NOT EXISTS flash_likes_user ON flash_likes (userId, id);

CREATE TABLE IF NOT EXISTS gallery_posts (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  updatedAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT,
  fileIds TEXT NOT NULL,
  isSensitive INTEGER NOT NULL DEFAULT 0,
  likedCount INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS gallery_posts_user ON gallery_posts (userId, id);

CREATE TABLE IF NOT EXISTS gallery_likes (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  postId TEXT NOT NULL REFERENCES gallery_posts(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  UNIQUE (postId, userId)
);
CREATE INDEX IF NOT EXISTS gallery_likes_user ON gallery_likes (userId, id);

CREATE TABLE IF NOT EXISTS note_thread_mutings (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  threadId TEXT NOT NULL,
  UNIQUE (userId, threadId)
);

CREATE TABLE IF NOT EXISTS abuse_user_reports (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  targetUserId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reporterId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  comment TEXT NOT NULL,
  resolved INTEGER NOT NULL DEFAULT 0
);

-- profile: follow requests to locked accounts, and earned achievements
CREATE TABLE IF NOT EXISTS follow_requests (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  followerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followeeId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  withReplies INTEGER NOT NULL DEFAULT 0,
  UNIQUE (followerId, followeeId)
);
CREATE INDEX IF NOT EXISTS follow_requests_followee ON follow_requests (followeeId, id);

CREATE TABLE IF NOT EXISTS user_achievements (
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  unlockedAt INTEGER NOT NULL,
  PRIMARY KEY (userId, name)
);

-- lists: user lists and their members
CREATE TABLE IF NOT EXISTS user_lists (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  isPublic INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS user_lists_user ON user_lists (userId, id);

CREATE TABLE IF NOT EXISTS user_list_members (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userListId TEXT NOT NULL REFERENCES user_lists(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  withReplies INTEGER NOT NULL DEFAULT 0,
  UNIQUE (userListId, userId)
);
CREATE INDEX IF NOT EXISTS user_list_members_user ON user_list_members (userId);

-- lists: antennas and the notes they caught (matched when a note is created)
CREATE TABLE IF NOT EXISTS antennas (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  src TEXT NOT NULL,
  userListId TEXT REFERENCES user_lists(id) ON DELETE CASCADE,
  keywords TEXT NOT NULL DEFAULT '[]',
  excludeKeywords TEXT NOT NULL DEFAULT '[]',
  users TEXT NOT NULL DEFAULT '[]',
  caseSensitive INTEGER NOT NULL DEFAULT 0,
  localOnly INTEGER NOT NULL DEFAULT 0,
  excludeBots INTEGER NOT NULL DEFAULT 0,
  withReplies INTEGER NOT NULL DEFAULT 0,
  withFile INTEGER NOT NULL DEFAULT 0,
  notify INTEGER NOT NULL DEFAULT 0,
  excludeNotesInSensitiveChannel INTEGER NOT NULL DEFAULT 0,
  isActive INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS antennas_user ON antennas (userId, id);

CREATE TABLE IF NOT EXISTS antenna_notes (
  antennaId TEXT NOT NULL REFERENCES antennas(id) ON DELETE CASCADE,
  noteId TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
  PRIMARY KEY (antennaId, noteId)
);

-- lists: channels, their followers and favorites
CREATE TABLE IF NOT EXISTS channels (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  lastNotedAt INTEGER,
  userId TEXT REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  description TEXT,
  bannerId TEXT REFERENCES drive_files(id) ON DELETE SET NULL,
  pinnedNoteIds TEXT NOT NULL DEFAULT '[]',
  color TEXT NOT NULL DEFAULT '#86b300',
  isArchived INTEGER NOT NULL DEFAULT 0,
  isSensitive INTEGER NOT NULL DEFAULT 0,
  allowRenoteToExternal INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE IF NOT EXISTS channel_follows (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  followerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channelId TEXT NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  UNIQUE (followerId, channelId)
);

CREATE TABLE IF NOT EXISTS channel_favorites (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channelId TEXT NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  UNIQUE (userId, channelId)
);
-- channel mutes (optionally until expiresAt): the channel's notes leave the user's timelines
CREATE TABLE IF NOT EXISTS channel_muting (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  expiresAt INTEGER,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channelId TEXT NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  UNIQUE (userId, channelId)
);
CREATE INDEX IF NOT EXISTS notes_channel ON notes (channelId, id);
-- mutes: user mutes (optionally until expiresAt), renote mutes and blocks
CREATE TABLE IF NOT EXISTS muting (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  expiresAt INTEGER,
  muterId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  muteeId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  UNIQUE (muterId, muteeId)
);
CREATE INDEX IF NOT EXISTS muting_muter ON muting (muterId, id);

CREATE TABLE IF NOT EXISTS renote_muting (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  muterId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  muteeId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  UNIQUE (muterId, muteeId)
);
CREATE INDEX IF NOT EXISTS renote_muting_muter ON renote_muting (muterId, id);

CREATE TABLE IF NOT EXISTS blocking (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  blockerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blockeeId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  UNIQUE (blockerId, blockeeId)
);
CREATE INDEX IF NOT EXISTS blocking_blocker ON blocking (blockerId, id);
CREATE INDEX IF NOT EXISTS blocking_blockee ON blocking (blockeeId, blockerId);

-- webhooks: a user's outgoing webhooks (i/webhooks/*); events is the JSON array "on"
CREATE TABLE IF NOT EXISTS webhooks (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  secret TEXT NOT NULL DEFAULT '',
  events TEXT NOT NULL DEFAULT '[]',
  active INTEGER NOT NULL DEFAULT 1,
  latestSentAt INTEGER,
  latestStatus INTEGER
);
CREATE INDEX IF NOT EXISTS webhooks_user ON webhooks (userId, id);

-- push subscriptions (sw/register): a browser's push endpoint and its keys, per user
CREATE TABLE IF NOT EXISTS sw_subscriptions (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  auth TEXT NOT NULL,
  publickey TEXT NOT NULL,
  sendReadMessage INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sw_subscriptions_user ON sw_subscriptions (userId, endpoint);

-- security: sign-in history (i/signin-history) and when each app token was last used (i/apps)
CREATE TABLE IF NOT EXISTS signins (
  id TEXT PRIMARY KEY,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  headers TEXT NOT NULL DEFAULT '{}',
  success INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS signins_user ON signins (userId, id);

CREATE TABLE IF NOT EXISTS access_token_uses (
  tokenId TEXT PRIMARY KEY REFERENCES access_tokens(id) ON DELETE CASCADE,
  lastUsedAt INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS invite_codes (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  createdById TEXT REFERENCES users(id) ON DELETE CASCADE,
  createdAt INTEGER NOT NULL,
  expiresAt INTEGER,
  usedById TEXT REFERENCES users(id) ON DELETE SET NULL,
  usedAt INTEGER
);
CREATE TABLE IF NOT EXISTS user_emails (
  userId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  emailLower TEXT NOT NULL UNIQUE,
  emailVerified INTEGER NOT NULL DEFAULT 0
);

-- export: account aliases (alsoKnownAs, as local user ids) and account moves (i/move)
CREATE TABLE IF NOT EXISTS user_aliases (
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  aliasUserId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (userId, aliasUserId)
);
CREATE TABLE IF NOT EXISTS account_moves (
  userId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  movedToUserId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  movedAt INTEGER NOT NULL
);

-- admin: announcement options the announcements table lacks, and a resolved report's moderator
CREATE TABLE IF NOT EXISTS announcement_options (
  announcementId TEXT PRIMARY KEY REFERENCES announcements(id) ON DELETE CASCADE,
  forExistingUsers INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS abuse_report_resolutions (
  reportId TEXT PRIMARY KEY REFERENCES abuse_user_reports(id) ON DELETE CASCADE,
  assigneeId TEXT REFERENCES users(id) ON DELETE SET NULL,
  resolvedAs TEXT,
  forwarded INTEGER NOT NULL DEFAULT 0
);

-- subscription plans (Kumo's own API, admin/subscription-plans/*): subscribing grants the role
CREATE TABLE IF NOT EXISTS subscription_plans (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  price INTEGER NOT NULL,
  currency TEXT NOT NULL,
  interval TEXT NOT NULL,
  roleId TEXT REFERENCES roles(id) ON DELETE SET NULL,
  isActive INTEGER NOT NULL DEFAULT 1,
  isArchived INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS user_points (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL,
  otherUserId TEXT,
  noteId TEXT
);
CREATE INDEX IF NOT EXISTS user_points_user ON user_points (userId, id);
CREATE TABLE IF NOT EXISTS user_subscriptions (
  userId TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  planId TEXT NOT NULL REFERENCES subscription_plans(id),
  startedAt INTEGER NOT NULL,
  canceledAt INTEGER
);

-- chat (Misskey 2025.4+): rooms (the owner has no membership), memberships (with mute),
-- invitations (an ignored one stays and still admits), messages to a user or a room (reactions as
-- Misskey keeps them, "userId/reaction"; a deleted file leaves the message without it, as upstream),
-- and the unread markers Misskey keeps in Redis: one per reader and conversation (source is
-- user:<id> or room:<id>); listed is the reader's set of conversations with news, which
-- chat/read-all empties while the markers stay
CREATE TABLE IF NOT EXISTS chat_rooms (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  ownerId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS chat_rooms_owner ON chat_rooms (ownerId, id);
CREATE TABLE IF NOT EXISTS chat_room_memberships (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  roomId TEXT NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  isMuted INTEGER NOT NULL DEFAULT 0,
  UNIQUE (roomId, userId)
);
CREATE INDEX IF NOT EXISTS chat_room_memberships_user ON chat_room_memberships (userId, id);
CREATE TABLE IF NOT EXISTS chat_room_invitations (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  roomId TEXT NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ignored INTEGER NOT NULL DEFAULT 0,
  UNIQUE (roomId, userId)
);
CREATE INDEX IF NOT EXISTS chat_room_invitations_user ON chat_room_invitations (userId, id);
CREATE TABLE IF NOT EXISTS chat_messages (
  id TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  fromUserId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  toUserId TEXT REFERENCES users(id) ON DELETE CASCADE,
  toRoomId TEXT REFERENCES chat_rooms(id) ON DELETE CASCADE,
  text TEXT,
  fileId TEXT REFERENCES drive_files(id) ON DELETE SET NULL,
  reactions TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS chat_messages_from ON chat_messages (fromUserId, id);
CREATE INDEX IF NOT EXISTS chat_messages_to_user ON chat_messages (toUserId, id);
CREATE INDEX IF NOT EXISTS chat_messages_to_room ON chat_messages (toRoomId, id);
CREATE INDEX IF NOT EXISTS chat_messages_file ON chat_messages (fileId);
CREATE TABLE IF NOT EXISTS chat_unread (
  userId TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  messageId TEXT NOT NULL,
  listed INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (userId, source)
);
`;
