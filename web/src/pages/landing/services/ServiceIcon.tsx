import {
  Brain,
  ChartColumn,
  Cpu,
  Database,
  FileText,
  Globe,
  Languages,
  Lock,
  MessageCircle,
  Mic,
  Search,
  Server,
  Settings,
  ShieldCheck,
  Sparkles,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The icon names the admin may type (the hint names settings, brain, message-circle). */
const ICONS: Record<string, LucideIcon> = {
  settings: Settings,
  brain: Brain,
  'message-circle': MessageCircle,
  shield: ShieldCheck,
  lock: Lock,
  database: Database,
  'file-text': FileText,
  mic: Mic,
  search: Search,
  languages: Languages,
  cpu: Cpu,
  'bar-chart': ChartColumn,
  server: Server,
  users: Users,
  globe: Globe,
  zap: Zap,
};

export function ServiceIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Icon = ICONS[name.trim().toLowerCase()] ?? Sparkles;
  return <Icon size={size} aria-hidden="true" />;
}
