// Chat (Misskey 2025.4+): the conversation list, conversations (live, with the composer), rooms,
// and the deck's chat column. Shown only where the server offers chat (`useChatAccess`).
export { useChatAccess, type ChatAccessState } from './use-chat-access.ts';
export { ChatHome, isChatHomeTab, type ChatHomeTab } from './ChatHome.tsx';
export { ChatConversation, useConversationTitle } from './ChatConversation.tsx';
export { ChatColumn } from './ChatColumn.tsx';
export { composerState, isSendShortcut, CHAT_TEXT_MAX } from './composer-rules.ts';
