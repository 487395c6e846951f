/** The icons the admin sidebar draws, by the names the screens declare (pages/admin/screens.ts). */
export {
  Activity,
  FileText,
  FolderKanban,
  Images,
  LayoutDashboard,
  Layers,
  Mail,
  PanelTop,
  Signpost,
  UserCog,
  Users,
} from 'lucide-react';
