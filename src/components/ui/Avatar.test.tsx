import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, PersonAvatar } from './Avatar';

describe('Avatar', () => {
  it('shows initials in a 40 px circle, named after the user', () => {
    render(<Avatar firstName="Ada" lastName="Lovelace" email="ada@example.com" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveClass('size-10', 'rounded-full');
  });

  it('has light and dark theme colours', () => {
    render(<Avatar firstName="Ada" lastName="Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveClass(
      'bg-indigo-100',
      'text-indigo-800',
      'dark:bg-indigo-900',
      'dark:text-indigo-100',
    );
  });

  it('falls back to the e-mail for initials and name', () => {
    render(<Avatar email="grace@example.com" />);
    const avatar = screen.getByRole('img', { name: 'grace@example.com' });
    expect(avatar).toHaveTextContent(/^G$/);
  });

  it('shows a generic icon when nothing is known', () => {
    render(<Avatar />);
    const avatar = screen.getByRole('img', { name: 'User' });
    expect(avatar.querySelector('svg')).not.toBeNull();
    expect(avatar.textContent).toBe('');
  });

  it('shows the picture with alt text when an avatar URL is given', () => {
    render(<Avatar firstName="Ada" lastName="Lovelace" src="https://cdn.example.com/ada.png" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/ada.png');
    expect(img).toHaveAttribute('alt', 'Ada Lovelace');
    expect(img).toHaveClass('size-10', 'rounded-full', 'object-cover');
  });

  it('ignores a blank avatar URL', () => {
    render(<Avatar firstName="Ada" lastName="Lovelace" src="  " />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).tagName).toBe('SPAN');
  });

  it('falls back to initials when the picture fails to load, and retries a new URL', () => {
    const { rerender } = render(<Avatar firstName="Ada" lastName="Lovelace" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('AL');

    rerender(<Avatar firstName="Ada" lastName="Lovelace" src="/ada-2.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).tagName).toBe('IMG');
  });

  it('accepts a custom label and extra classes', () => {
    render(<Avatar firstName="Ada" lastName="Lovelace" label="Your profile" className="ring-2" />);
    expect(screen.getByRole('img', { name: 'Your profile' })).toHaveClass('ring-2', 'size-10');
  });
});

describe('PersonAvatar', () => {
  const ada = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', avatar: null };

  it('is the person’s avatar, named after them', () => {
    render(<PersonAvatar person={ada} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('is hidden from assistive technology when decorative (the name is written beside it)', () => {
    const { container } = render(<PersonAvatar person={ada} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('AL');
  });
});
