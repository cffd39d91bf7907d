import type { FormEvent } from 'react';
import './link-search.css';

export interface LinkSearchProps {
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  keyword: string;
  /** Whether a search is shown or being typed: Clear is offered. */
  searching: boolean;
  onKeyword: (value: string) => void;
  onSearch: () => void;
  onClear: () => void;
}

/** The search box above a link list: Search (or Enter) sends the keyword, Clear shows every link again. */
export function LinkSearch({ label, placeholder, keyword, searching, onKeyword, onSearch, onClear }: LinkSearchProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="lm-link-search" role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={keyword}
        maxLength={100}
        onChange={(event) => onKeyword(event.target.value)}
      />
      <button type="submit" className="lm-button">
        Search
      </button>
      {searching && (
        <button type="button" className="lm-button lm-button--secondary" onClick={onClear}>
          Clear
        </button>
      )}
    </form>
  );
}
