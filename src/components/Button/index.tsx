import clsx from 'clsx';
import React, { type ButtonHTMLAttributes } from 'react';

import styles from './styles.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Primary: the one action of a tool (Run, Send, Load); secondary: the others (Cancel). */
  variant?: 'primary' | 'secondary';
};

/** The buttons of the page's tools, in the site's colours, 4.5:1 or more in light and dark mode. */
export default function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={clsx(styles.button, styles[variant], className)} {...rest} />;
}
