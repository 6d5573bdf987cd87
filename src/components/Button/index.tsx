import clsx from 'clsx';
import React, { forwardRef, type ButtonHTMLAttributes } from 'react';

import styles from './styles.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /**
   * Primary: the one action of a tool (Run, Send, Load); secondary: the others (Cancel); outlined: a page's own
   * small actions (Copy page, Yes / No), sized by the caller.
   */
  variant?: 'primary' | 'secondary' | 'outlined';
};

/** The buttons of the page's tools, in the site's colours, 4.5:1 or more in light and dark mode. */
const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={clsx(styles.button, styles[variant], className)} {...rest} />
  );
});

export default Button;
