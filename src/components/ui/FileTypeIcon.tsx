import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  File,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileType as FileTypeGlyph,
  Presentation,
  Sheet,
} from 'lucide-react';
import { fileTypeOf, type FileType } from '@/lib/format';

const ICONS: Readonly<Record<FileType, LucideIcon>> = {
  image: FileImage,
  excel: FileSpreadsheet,
  csv: Sheet,
  powerpoint: Presentation,
  pdf: FileText,
  word: FileTypeGlyph,
  generic: File,
};

/** Accessible names, e.g. 'PDF file'. */
export const FILE_TYPE_LABELS: Readonly<Record<FileType, string>> = {
  image: 'Image file',
  excel: 'Excel file',
  csv: 'CSV file',
  powerpoint: 'PowerPoint file',
  pdf: 'PDF file',
  word: 'Word file',
  generic: 'File',
};

/** Colours that keep ≥ 3:1 contrast on white and on the dark theme's slate backgrounds. */
const COLORS: Readonly<Record<FileType, string>> = {
  image: 'text-violet-600 dark:text-violet-300',
  excel: 'text-emerald-700 dark:text-emerald-300',
  csv: 'text-teal-700 dark:text-teal-300',
  powerpoint: 'text-orange-700 dark:text-orange-300',
  pdf: 'text-red-700 dark:text-red-300',
  word: 'text-blue-700 dark:text-blue-300',
  generic: 'text-slate-600 dark:text-slate-300',
};

export interface FileTypeIconProps extends Omit<LucideProps, 'ref' | 'type'> {
  /**
   * File name, path or URL; its extension picks the icon (image, Excel, CSV, PowerPoint, PDF, Word,
   * else generic).
   */
  fileName?: string | null;
  /** Use this type instead of deriving it from fileName. */
  type?: FileType;
  /** Accessible name; defaults to e.g. 'PDF file'. */
  label?: string;
  /** Hide from assistive technology when the file name is already shown next to the icon. */
  decorative?: boolean;
}

/** The icon for a file's type (image, Excel, CSV, PowerPoint, PDF, Word or generic). */
export function FileTypeIcon({
  fileName,
  type,
  label,
  decorative = false,
  className,
  size = 20,
  ...rest
}: FileTypeIconProps) {
  const kind = type ?? fileTypeOf(fileName);
  const Icon = ICONS[kind];
  const classes = ['shrink-0', COLORS[kind], className].filter(Boolean).join(' ');
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': label ?? FILE_TYPE_LABELS[kind] };
  return <Icon size={size} className={classes} data-file-type={kind} {...a11y} {...rest} />;
}
