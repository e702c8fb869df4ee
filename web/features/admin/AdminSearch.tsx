import { Search } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import { useDebouncedInput } from '@web/lib/use-debounced-input';

/** A list's search box: commits after a pause or on Enter, kept in the address by the list's params. */
export function AdminSearch({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}) {
  const { text, setText, flush } = useDebouncedInput(value, onSearch);
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
        className="pl-9"
      />
    </div>
  );
}
