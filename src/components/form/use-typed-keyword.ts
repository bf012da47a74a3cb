import { useState } from 'react';
import { useDebouncedValue } from '@/components/table/SearchField';

/**
 * What is typed into a searching combobox, as the keyword to ask the server for: trimmed, undefined
 * when blank, and only once typing pauses (so a name typed fast is one call, not one per letter).
 */
export function useTypedKeyword(): [keyword: string | undefined, onSearch: (typed: string) => void] {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  return [keyword || undefined, setTyped];
}
