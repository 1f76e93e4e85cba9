/** Maps a content module's icon name to its MUI icon (imported by path to keep page chunks small). */
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import ArticleIcon from '@mui/icons-material/Article';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BoltIcon from '@mui/icons-material/Bolt';
import CampaignIcon from '@mui/icons-material/Campaign';
import DownloadIcon from '@mui/icons-material/Download';
import GroupsIcon from '@mui/icons-material/Groups';
import HandymanIcon from '@mui/icons-material/Handyman';
import HomeIcon from '@mui/icons-material/Home';
import HubIcon from '@mui/icons-material/Hub';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MailIcon from '@mui/icons-material/Mail';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import SpaIcon from '@mui/icons-material/Spa';
import StarIcon from '@mui/icons-material/Star';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VideocamIcon from '@mui/icons-material/Videocam';
import type { IconName } from '../content/types';

const icons: Record<IconName, ComponentType<SvgIconProps>> = {
  search: SearchIcon,
  campaign: CampaignIcon,
  video: VideocamIcon,
  mail: MailIcon,
  analytics: AnalyticsIcon,
  automation: AutoAwesomeIcon,
  healthcare: LocalHospitalIcon,
  spa: SpaIcon,
  home: HomeIcon,
  trades: HandymanIcon,
  place: PlaceIcon,
  phone: PhoneIcon,
  trending: TrendingUpIcon,
  star: StarIcon,
  groups: GroupsIcon,
  article: ArticleIcon,
  download: DownloadIcon,
  play: PlayCircleIcon,
  schedule: ScheduleIcon,
  bolt: BoltIcon,
  hub: HubIcon,
};

export function SiteIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
