// Shared UI primitives: the host, modals, dialogs, menus, windows, toasts, tooltips, previews.
export * from './constants.ts';
export * from './breakpoints.ts';
export { createDragThrottle, DRAG_FREQUENCY_MS } from './touch.ts';
export {
  spacerMargin,
  spacerStyle,
  useSpacerMargin,
  SPACER_MARGIN_MIN,
  SPACER_MARGIN_MAX,
} from './spacer.ts';
export { STICKY_RESIZE_DELAY_MS, STICKY_TOP_VAR } from './sticky-header.ts';

export { UiHost } from './host/UiHost.tsx';
export { configureUi, getUiConfig, motionAllowed, type UiConfig } from './host/ui-config.ts';
export { claimZIndex } from './host/layer-store.ts';

export { openModal, type OpenModalOptions } from './modal/open-modal.tsx';
export type { ModalContext } from './modal/ModalFrame.tsx';
export {
  choosePresentation,
  drawerMaxHeight,
  type DeviceKind,
  type Presentation,
  type PreferredPresentation,
  type PresentationInput,
} from './modal/presentation.ts';
export {
  placePopup,
  placeBeside,
  placeAtPoint,
  type PopupPlacement,
  type Rect,
  type Size,
} from './modal/place-popup.ts';
export { FloatingLayer } from './modal/FloatingLayer.tsx';

export { useFocusTrap, focusableElements, focusFirst } from './focus/useFocusTrap.ts';

export type { DialogResult, DialogType } from './dialogs/dialog-types.ts';
export { openDialog, confirmDialog, type DialogOptions, type DialogAction } from './dialogs/open-dialog.tsx';
export {
  inputText,
  inputNumber,
  inputDate,
  type InputTextOptions,
  type InputNumberOptions,
  type InputDateOptions,
} from './dialogs/input-dialogs.tsx';
export { select, type SelectOptions } from './dialogs/select.tsx';
export type { SelectItem, SelectGroup, SelectEntry } from './dialogs/SelectDialog.tsx';
export { waiting } from './dialogs/waiting.tsx';
export { DialogPanel, OkCancel } from './dialogs/DialogPanel.tsx';
export { checkTextLength, parseNumberInput, parseDateInput } from './dialogs/text-length.ts';

export { TextInput } from './form/TextInput.tsx';
export { TextArea } from './form/TextArea.tsx';
export { EditorForm } from './form/EditorForm.tsx';
export { TextSaveForm } from './form/TextSaveForm.tsx';
export { CardForm, CardField } from './form/CardForm.tsx';

export { ResultPicture, type ResultKind } from './result/ResultPicture.tsx';
export { playRipple, playReactionRipple } from './effects/ripple.ts';
export { toast } from './toast/toast-store.ts';
export { copyToClipboard, copyLink, canShareNatively, shareLink } from './clipboard.ts';
export { formatFileSize } from './format-file-size.ts';
export { Tooltip } from './tooltip/Tooltip.tsx';
export { useTooltip, useTooltipAnchor, type TooltipAnchorProps } from './tooltip/useTooltip.tsx';
export { useHoverPreview, type HoverPreviewOptions } from './hover-preview/useHoverPreview.tsx';

export { openMenu, openContextMenu, type MenuOptions } from './menu/open-menu.tsx';
export { nextMenuIndex, type MenuItem, type MenuChildren } from './menu/menu-types.ts';

export {
  openWindow,
  watchOpenWindows,
  type WindowOptions,
  type WindowHandle,
} from './window/open-window.tsx';
export {
  clampWindowSize,
  resizeWindowRect,
  moveWindowRect,
  isDoubleClick,
  type WindowRect,
  type WindowEdge,
  type WindowMode,
} from './window/window-geometry.ts';

export { LoadingView } from './LoadingView.tsx';
export { PageHeader, HeaderUserContext, SiteNameContext, documentTitleOf } from './PageHeader.tsx';
export { Avatar } from './Avatar.tsx';
export { Tabs, type TabDef } from './Tabs.tsx';
export { SwipeArea } from './SwipeArea.tsx';
export { stepTab } from './swipe.ts';
export { useDraft } from './form/use-draft.ts';
export { Switch } from './controls/index.ts';
export { SelectField } from './controls/index.ts';
export { FormSection } from './controls/index.ts';
export { IconButton } from './controls/index.ts';
export { createStore, useStore, type Store } from './create-store.ts';
export { safeHexColor } from './safe-color.ts';
export { ScrollRootContext, useScrollRoot } from './scroll-root.tsx';
export { Marquee } from './Marquee.tsx';
export { newLocalId } from './local-id.ts';
export { moveItem } from './move-item.ts';
export { Captcha } from './captcha/LazyCaptcha.tsx';
export {
  captchaOf,
  captchaField,
  CAPTCHA_PROVIDERS,
  TESTCAPTCHA_PASSED,
  type CaptchaProvider,
  type CaptchaSetup,
} from './captcha/captcha-providers.ts';
export { PermissionPicker } from './permissions/PermissionPicker.tsx';
export { permissionRows, isAdminPermission, type PermissionRow } from './permissions/permission-rows.ts';
export { UnreadMark } from './UnreadMark.tsx';
export { lazyOptional } from './lazy-optional.ts';
export { scheduleStreamDraw, takeDrawChunk } from './stream-draw.ts';
export { Glyph } from './glyph/Glyph.tsx';
export { GLYPH_NAMES, type GlyphName, type GlyphSize } from './glyph/glyphs.ts';
