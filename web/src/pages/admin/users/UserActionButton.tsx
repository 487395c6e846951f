import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton, unavailableStyles } from '../../../components/admin/ui/buttons';

const Denied = styled(IconButton)`
  ${unavailableStyles}
`;

interface UserActionButtonProps extends Omit<ComponentProps<typeof IconButton>, 'children'> {
  /** Why the signed-in role may not do this (proto's permission message); absent when allowed. */
  denied: string | undefined;
  children: ReactNode;
}

/**
 * A row action on the Users screen: when the signed-in role may not do it, it stays visible
 * but disabled, and its tooltip (and accessible description) says why.
 */
export function UserActionButton({ denied, children, onClick, title, ...rest }: UserActionButtonProps) {
  if (!denied)
    return (
      <IconButton {...rest} title={title} onClick={onClick}>
        {children}
      </IconButton>
    );
  return (
    <Denied
      {...rest}
      aria-disabled="true"
      data-denied="true"
      title={denied}
      onClick={(event) => event.preventDefault()}
    >
      {children}
    </Denied>
  );
}
