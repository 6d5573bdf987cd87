// Wraps the theme's toggle (not ejected) to remember an explicit "system"
// choice: Docusaurus stores "system" as an absent key, which our light-default
// seed in docusaurus.config.ts would otherwise overwrite on the next visit.
import React from 'react';
import type { Props } from '@theme/ColorModeToggle';
import ColorModeToggle from '@theme-original/ColorModeToggle';

export const SYSTEM_CHOICE_KEY = 'dimo.theme.system';

function rememberSystemChoice(isSystem: boolean): void {
  try {
    if (isSystem) window.localStorage.setItem(SYSTEM_CHOICE_KEY, '1');
    else window.localStorage.removeItem(SYSTEM_CHOICE_KEY);
  } catch {
    // Storage disabled or full: the choice still applies to this visit.
  }
}

export default function ColorModeToggleWrapper(props: Props) {
  return (
    <ColorModeToggle
      {...props}
      onChange={(choice: Props['value']) => {
        rememberSystemChoice(choice === null);
        props.onChange(choice);
      }}
    />
  );
}
