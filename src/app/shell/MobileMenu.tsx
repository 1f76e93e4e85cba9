/** The toggle menu below MUI's lg breakpoint: the header's links, closed when one is chosen. */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import { Button } from '../../design-system';
import { brand } from '../../lib/brand';
import { isActivePath, navigation, type NavItem } from '../routeManifest';

function Group({ title, items, onChoose }: { title?: string; items: readonly NavItem[]; onChoose: () => void }) {
  const { pathname } = useLocation();
  return (
    <List dense subheader={title ? <ListSubheader component="div" disableSticky>{title}</ListSubheader> : undefined}>
      {items.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <ListItemButton
            key={item.href}
            component={RouterLink}
            to={item.href}
            onClick={onChoose}
            selected={active}
            aria-current={active ? 'page' : undefined}
          >
            <ListItemText primary={item.name} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

export default function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <Box sx={{ display: { lg: 'none' } }}>
      <Box component="nav" id="mobile-menu" aria-label="Mobile" sx={{ borderTop: 1, borderColor: 'divider', maxHeight: 'calc(100vh - 72px)', overflowY: 'auto', pb: 2 }}>
        <Group title="Services" items={navigation.services} onChoose={onClose} />
        <Divider />
        <Group items={navigation.top} onChoose={onClose} />
        <Divider />
        <Group title="Resources" items={navigation.resources} onChoose={onClose} />
        <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1, flexWrap: 'wrap', gap: 1 }}>
          <Button href={brand.companionAppUrl} variant="ghost" aria-label="App (opens in a new tab)">
            App
          </Button>
          <Button to={navigation.contact.href} variant="outline" onClick={onClose}>
            Contact
          </Button>
          <Button to={navigation.contact.href} variant="secondary" onClick={onClose}>
            Get a Proposal
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
