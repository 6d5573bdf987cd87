import React from 'react';

import { SIGNAL_CATEGORIES, isSignalCategory, type SignalCategory } from '@site/src/data/signals';

/**
 * The signal category picker of the signal table and the Telemetry query
 * builder: "All categories" (the empty value), then each category of the
 * signal list. Anything else the element reports is read as "all".
 */
export default function SignalCategorySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SignalCategory | '';
  onChange(category: SignalCategory | ''): void;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(isSignalCategory(event.target.value) ? event.target.value : '')}
    >
      <option value="">All categories</option>
      {SIGNAL_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </select>
  );
}
