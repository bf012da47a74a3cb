import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchCombobox } from './SearchCombobox';

const source = {
  options: ['Slack', 'Zoom'],
  onSearch: () => {},
  keyOf: (app: string) => app,
  nameOf: (app: string) => app,
  noMatch: 'No app matches.',
};

/** What each commit put on the page: the live combobox (if any) and the text in its box. */
function commitsOf(ui: React.ReactNode) {
  const commits: { live: boolean; value: string | undefined; inert: boolean }[] = [];
  render(
    <Profiler
      id="picker"
      onRender={() => {
        const input = document.querySelector('input');
        commits.push({
          live: input?.getAttribute('role') === 'combobox',
          value: input?.value,
          inert: input?.closest('[inert]') !== null,
        });
      }}
    >
      {ui}
    </Profiler>,
  );
  return commits;
}

describe('SearchCombobox', () => {
  it('paints a still copy first (same text, out of reach), then the live combobox in a deferred render', () => {
    const commits = commitsOf(
      <SearchCombobox label="App" value="Zoom" onChange={() => {}} placeholder="Any app" {...source} />,
    );
    expect(commits[0]).toEqual({ live: false, value: 'Zoom', inert: true });
    // Then only the live one (the library may commit more than once as it mounts).
    expect(commits.length).toBeGreaterThan(1);
    expect(commits.slice(1).every(({ live, inert }) => live && !inert)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom');
  });

  it('is live from the first render when it takes its dialog’s first focus', () => {
    const commits = commitsOf(
      <SearchCombobox label="App" value={null} onChange={() => {}} initialFocus {...source} />,
    );
    expect(commits[0]).toEqual({ live: true, value: '', inert: false });
  });
});
