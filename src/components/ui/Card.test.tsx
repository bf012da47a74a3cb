import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a section under its title, its actions beside it', () => {
    render(
      <Card title="Statement" actions={<button type="button">Export CSV</button>}>
        <p>Rows</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Statement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
  });
});
