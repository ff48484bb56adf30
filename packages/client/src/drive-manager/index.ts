// The drive as a file manager: its usage meter and the pieces the drive page is made of.
export { DriveUsage } from './DriveUsage.tsx';
export { selectedSize, toggleSelected, usageRatio } from './drive-usage.ts';
export { FolderTile, FileTile, useDropTarget } from './DriveItems.tsx';
export { FileDetail } from './FileDetail.tsx';
export { openFileDetail } from './open-file-detail.tsx';
export {
  folderMenu,
  fileMenu,
  confirmDelete,
  chooseFolderThen,
  type FolderOps,
  type FileOps,
} from './drive-actions.ts';
export {
  DRIVE_TYPE_FILTERS,
  typeParam,
  folderPath,
  filesToActOn,
  type DriveTypeFilter,
  type DriveDrag,
} from './drive-rules.ts';
export { ButtonRow, type RowAction } from './ButtonRow.tsx';
export { pickDriveFiles, pickDriveFolder } from './open-drive-picker.tsx';
