/** The open state of a header dropdown (Services, Resources): a keyboard-operable MUI menu. */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLinkComponent } from '../../design-system';
import { isActivePath, type NavItem } from '../routeManifest';
import { themedInDocument } from '../../design-system/island/IslandProviders';

interface DropdownMenuProps {
  id: string;
  anchor: HTMLElement;
  items: readonly NavItem[];
  pathname: string;
  onClose: () => void;
}

function DropdownMenuContent({ id, anchor, items, pathname, onClose }: DropdownMenuProps) {
  const PageLink = useLinkComponent();
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
          component={PageLink}
          href={item.href}
          onClick={onClose}
          selected={isActivePath(pathname, item.href)}
        >
          {item.name}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** Loaded on first use; in a document it brings its theme along. */
export default themedInDocument(DropdownMenuContent);
