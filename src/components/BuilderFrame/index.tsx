import React, { type ReactNode } from 'react';

import styles from './styles.module.css';

/** The box every builder (query builders, DIMO Connect URL builder) sits in: a section named by its title. */
export default function BuilderFrame({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.builder} aria-labelledby={`${id}-title`}>
      <div id={`${id}-title`} className={styles.title}>
        {title}
      </div>
      {children}
    </section>
  );
}

/** Fields side by side where there is room, stacked on a phone. */
export function BuilderRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
