import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { buttonClasses } from './button-styles';
import type { ButtonSize, ButtonVariant } from './button-styles';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A router link styled as a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
