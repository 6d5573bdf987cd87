// Wraps the theme's copy button, for one thing: while the reader's values are
// on, it copies the sample as the page shows it (src/values), not the
// placeholders. The theme's button reads the code from the code block's
// context, so it gets the same context with the substituted code.
import React, { useContext, useMemo } from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type { WrapperProps } from '@docusaurus/types';
import { CodeBlockContextProvider, useCodeBlockContext } from '@docusaurus/theme-common/internal';

import { SampleValues } from '@site/src/values/context';
import { substituteText } from '@site/src/values/substitute';

type Props = WrapperProps<typeof CopyButtonType>;

export default function CopyButtonWrapper(props: Props) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const values = useContext(SampleValues);
  const shown = useMemo(
    () => (values ? { ...metadata, code: substituteText(metadata.code, values) } : metadata),
    [metadata, values],
  );
  return (
    <CodeBlockContextProvider metadata={shown} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
