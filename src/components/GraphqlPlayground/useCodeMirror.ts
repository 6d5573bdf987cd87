import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Mounts one CodeMirror editor in the element `parent` points at, once, with
 * `initialText` and the extensions `makeExtensions` returns (called once:
 * pass changing values through refs or state effects, not by rebuilding).
 * Returns the view after mount, undefined before.
 */
export function useCodeMirror(
  parent: RefObject<HTMLDivElement | null>,
  initialText: string,
  makeExtensions: () => Extension[],
): EditorView | undefined {
  const [view, setView] = useState<EditorView>();
  const init = useRef({ initialText, makeExtensions });

  useEffect(() => {
    const element = parent.current;
    if (!element) return undefined;
    const created = new EditorView({
      parent: element,
      state: EditorState.create({ doc: init.current.initialText, extensions: init.current.makeExtensions() }),
    });
    setView(created);
    return () => {
      created.destroy();
      setView(undefined);
    };
  }, [parent]);

  return view;
}
