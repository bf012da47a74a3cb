import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileTypeIcon } from './FileTypeIcon';

describe('FileTypeIcon', () => {
  it.each([
    ['photo.JPG', 'Image file', 'image', 'lucide-file-image'],
    ['budget.xlsx', 'Excel file', 'excel', 'lucide-file-spreadsheet'],
    ['users.csv', 'CSV file', 'csv', 'lucide-sheet'],
    ['deck.pptx', 'PowerPoint file', 'powerpoint', 'lucide-presentation'],
    ['contract.pdf', 'PDF file', 'pdf', 'lucide-file-text'],
    ['memo.docx', 'Word file', 'word', 'lucide-file-type'],
    ['notes.txt', 'File', 'generic', 'lucide-file'],
  ])('%s → an icon named %s', (fileName, label, type, iconClass) => {
    render(<FileTypeIcon fileName={fileName} />);
    const icon = screen.getByRole('img', { name: label });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon).toHaveAttribute('data-file-type', type);
    expect(icon).toHaveClass(iconClass);
    expect(icon).not.toHaveAttribute('aria-hidden');
  });

  it('gives different icons to different types', () => {
    const { container } = render(
      <>
        <FileTypeIcon fileName="a.pdf" />
        <FileTypeIcon fileName="a.docx" />
        <FileTypeIcon fileName="a.xlsx" />
        <FileTypeIcon fileName="a.csv" />
      </>,
    );
    const shapes = Array.from(container.querySelectorAll('svg')).map((svg) => svg.innerHTML);
    expect(new Set(shapes).size).toBe(4);
  });

  it('accepts an explicit type and a custom label', () => {
    render(<FileTypeIcon type="pdf" label="Signed contract (PDF)" />);
    expect(screen.getByRole('img', { name: 'Signed contract (PDF)' })).toHaveAttribute(
      'data-file-type',
      'pdf',
    );
  });

  it('handles URLs with query strings and a missing name', () => {
    render(
      <>
        <FileTypeIcon fileName="https://cdn.example.com/x/Deck.PPT?v=2" />
        <FileTypeIcon fileName={null} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'PowerPoint file' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'File' })).toBeInTheDocument();
  });

  it('can be decorative (hidden from assistive technology)', () => {
    const { container } = render(<FileTypeIcon fileName="a.pdf" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes size and className through', () => {
    render(<FileTypeIcon fileName="a.png" size={32} className="mr-2" />);
    const icon = screen.getByRole('img', { name: 'Image file' });
    expect(icon).toHaveAttribute('width', '32');
    expect(icon).toHaveClass('mr-2', 'shrink-0');
  });
});
