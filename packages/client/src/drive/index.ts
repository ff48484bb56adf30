import './drive.css';

export { uploadFile, type UploadOptions } from './upload-file.ts';
export { useUploads, type UploadEntry } from './use-uploads.ts';
export { uploadFromUrl } from './upload-from-url.ts';
export { resizeForUpload, resizePlan, type CanvasOps } from './image-resize.ts';
export { isAnimatedImage } from './image-animation.ts';
export { pastedFileName, formatPastedFileName, DEFAULT_PASTED_FILE_NAME } from './pasted-file-name.ts';
export { UploadError, showUploadError, classifyUploadFailure } from './upload-errors.ts';
export { pickDriveFiles, pickDriveFolder } from './open-drive-picker.tsx';
export { openAttachMenu, chooseLocalFiles } from './attach-menu.tsx';
export { UploadProgressList } from './UploadProgressList.tsx';
