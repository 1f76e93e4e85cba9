/** The open state of a header dropdown (Services, Resources): a keyboard-operable MUI menu. */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { isActivePath, type NavItem } from '../routeManifest';

export interface DropdownMenuProps {
  id: string;
  anchor: HTMLElement;
  items: readonly NavItem[];
  onClose: () => void;
}

export default function DropdownMenu({ id, anchor, items, onClose }: DropdownMenuProps) {
  const { pathname } = useLocation();
  return (
    <Menu
      id={`${id}-menu`}
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.href}
          component={RouterLink}
          to={item.href}
          onClick={onClose}
          selected={isActivePath(pathname, item.href)}
        >
          {item.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
