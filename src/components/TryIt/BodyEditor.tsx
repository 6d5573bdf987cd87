import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import React, { useEffect, useRef } from 'react';

import { bodyEditorExtensions } from './editor';
import type { JsonSchema } from './operation';
import styles from './styles.module.css';

interface BodyEditorProps {
  schema: JsonSchema;
  initialText: string;
  label: string;
  /** Id of the problems list under the editor. */
  describedBy: string;
  onChange: (text: string) => void;
}

/**
 * The request body as JSON in CodeMirror, with completion and checks from the
 * operation's schema. Mounted once with the starting text; edits flow out
 * through `onChange`.
 */
export default function BodyEditor({ schema, initialText, label, describedBy, onChange }: BodyEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const init = useRef({ schema, initialText, label, describedBy, onChange });
  init.current.onChange = onChange;

  useEffect(() => {
    const element = parent.current;
    if (!element) return undefined;
    const first = init.current;
    const view = new EditorView({
      parent: element,
      state: EditorState.create({
        doc: first.initialText,
        extensions: bodyEditorExtensions({
          schema: first.schema,
          label: first.label,
          hint: 'A JSON object; Ctrl+Space lists the properties',
          describedBy: first.describedBy,
          onChange: (text) => init.current.onChange(text),
        }),
      }),
    });
    return () => view.destroy();
  }, []);

  return <div ref={parent} className={styles.editor} />;
}
