import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figureLines } from './figure-lines';
import { Figures } from './Figures';

const figures = [
  { label: 'Seats bought', value: '1,200' },
  { label: 'Identified savings', value: '$1.2M', hint: '$1,234,567.00 in open opportunities' },
];

describe('Figures', () => {
  it('names each value by its label, with its hint, in a region named by the title', () => {
    render(<Figures title="Seats" figures={figures} />);
    const region = screen.getByRole('region', { name: 'Seats' });
    const value = (label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Seats bought')).toHaveTextContent('1,200');
    expect(value('Identified savings')).toHaveTextContent('$1.2M');
    expect(value('Identified savings')?.nextElementSibling).toHaveTextContent(
      '$1,234,567.00 in open opportunities',
    );
  });

  it('is a bare list inside a card that already has a heading', () => {
    render(<Figures figures={figures} boxed={false} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Seats bought', { selector: 'dt' })).toBeInTheDocument();
  });

  it('as lines on a phone, keeps each value after its label and the hint after the value', () => {
    render(<Figures title="Funds" figures={figures} layout={figureLines()} />);
    const region = screen.getByRole('region', { name: 'Funds' });
    const label = within(region).getByText('Identified savings', { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent('$1.2M');
    expect(label.nextElementSibling?.nextElementSibling).toHaveTextContent(
      '$1,234,567.00 in open opportunities',
    );
  });
});
