// Announcements from the instance: shown as dialogs at start-up and when one arrives live.
export { showAnnouncementDialog } from './announcement-dialog.ts';
