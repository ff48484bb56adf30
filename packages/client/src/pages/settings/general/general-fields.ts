import type { FieldDef } from '../SettingField.tsx';

/** The settings on /secure/settings/general, by section (labels: i18n `setting.<key>`). */
export const GENERAL_SECTIONS: Array<{
  title:
    | 'settingsSectionDisplay'
    | 'settingsSectionNotes'
    | 'settingsSectionMedia'
    | 'settingsSectionBehavior'
    | 'settingsSectionNotifications';
  fields: FieldDef[];
}> = [
  {
    title: 'settingsSectionDisplay',
    fields: [
      { key: 'fontSize', kind: 'select', options: [12, 13, 14, 15, 16, 18, 20] },
      { key: 'overridedDeviceKind', kind: 'select', options: [null, 'smartphone', 'tablet', 'desktop'] },
      { key: 'instanceTicker', kind: 'select', options: ['none', 'remote', 'always'] },
      { key: 'emojiStyle', kind: 'select', options: ['twemoji', 'fluentEmoji', 'native'] },
      { key: 'squareAvatars', kind: 'switch' },
      { key: 'showFullAcct', kind: 'switch' },
      { key: 'enableCondensedLineForAcct', kind: 'switch' },
      { key: 'useBlurEffect', kind: 'switch' },
      { key: 'useBlurEffectForModal', kind: 'switch' },
    ],
  },
  {
    title: 'settingsSectionNotes',
    fields: [
      { key: 'collapseRenotes', kind: 'switch' },
      { key: 'keepCw', kind: 'switch' },
      { key: 'rememberNoteVisibility', kind: 'switch' },
      { key: 'defaultNoteVisibility', kind: 'select', options: ['public', 'home', 'followers', 'specified'] },
      { key: 'defaultNoteLocalOnly', kind: 'switch' },
      { key: 'showFixedPostForm', kind: 'switch' },
      { key: 'showFixedPostFormInChannel', kind: 'switch' },
      { key: 'showNoteActionsOnlyHover', kind: 'switch' },
      { key: 'showClipButtonInNoteFooter', kind: 'switch' },
      { key: 'largeNoteReactions', kind: 'switch' },
      { key: 'showGapBetweenNotesInTimeline', kind: 'switch' },
      { key: 'showTimelineReplies', kind: 'switch' },
      { key: 'useReactionPickerForContextMenu', kind: 'switch' },
    ],
  },
  {
    title: 'settingsSectionMedia',
    fields: [
      { key: 'nsfw', kind: 'select', options: ['respect', 'force', 'ignore'] },
      { key: 'mediaListWithOneImageAppearance', kind: 'select', options: ['expand', '16_9', '1_1', '2_3'] },
      { key: 'animation', kind: 'switch' },
      { key: 'animatedMfm', kind: 'switch' },
      { key: 'advancedMfm', kind: 'switch' },
      { key: 'disableShowingAnimatedImages', kind: 'switch' },
      { key: 'loadRawImages', kind: 'switch' },
      { key: 'imageNewTab', kind: 'switch' },
      { key: 'enableDataSaverMode', kind: 'switch' },
    ],
  },
  {
    title: 'settingsSectionBehavior',
    fields: [
      { key: 'enableInfiniteScroll', kind: 'switch' },
      { key: 'disableDrawer', kind: 'switch' },
      { key: 'disableSwipe', kind: 'switch' },
      { key: 'serverDisconnectedBehavior', kind: 'select', options: ['quiet', 'reload', 'dialog'] },
      { key: 'numberOfPageCache', kind: 'select', options: [1, 2, 3, 5, 10] },
    ],
  },
  {
    title: 'settingsSectionNotifications',
    fields: [
      {
        key: 'notificationPosition',
        kind: 'select',
        options: ['leftTop', 'leftBottom', 'rightTop', 'rightBottom'],
      },
      { key: 'notificationStackAxis', kind: 'select', options: ['vertical', 'horizontal'] },
    ],
  },
];
