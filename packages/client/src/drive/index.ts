import './drive.css';

// image-resize.ts and attach-menu.tsx are imported where needed (they load on first use)

export { uploadFile, type UploadOptions } from './upload-file.ts';
export { useUploads, useUploadFile, type UploadEntry } from './use-uploads.ts';
export { abortAfter, uploadFromUrl } from './upload-from-url.ts';
export type { CanvasOps } from './image-resize.ts';
export { isAnimatedImage } from './image-animation.ts';
export { pastedFileName, formatPastedFileName, DEFAULT_PASTED_FILE_NAME } from './pasted-file-name.ts';
export { UploadError, showUploadError, classifyUploadFailure } from './upload-errors.ts';
export { UploadProgressList } from './UploadProgressList.tsx';
export { chooseLocalFiles } from './choose-local-files.ts';
