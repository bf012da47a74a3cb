import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './Deferred';

describe('Deferred', () => {
  it('commits its fallback first and its children in the deferred render after it', () => {
    const painted: string[] = [];
    render(
      <Profiler id="deferred" onRender={() => painted.push(document.body.textContent)}>
        <p>Above</p>
        <Deferred fallback="Holding its place">The figures</Deferred>
      </Profiler>,
    );
    expect(painted).toEqual(['AboveHolding its place', 'AboveThe figures']);
    expect(screen.getByText('The figures')).toBeInTheDocument();
  });
});
