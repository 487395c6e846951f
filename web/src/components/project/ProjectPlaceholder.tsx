import { AudioLines, Brain, FileText, Landmark, Scale, Sparkles, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import styled from 'styled-components';

/** An icon for a category, by the words in its name (English or Arabic), and a default. */
const ICONS: Array<{ words: RegExp; icon: LucideIcon }> = [
  { words: /language|model|llm|chat|لغ|نموذج|نماذج/i, icon: Brain },
  { words: /speech|voice|audio|call|صوت|كلام|مكالم/i, icon: AudioLines },
  { words: /document|ocr|text|archive|مستند|وثائق|نص|أرشيف/i, icon: FileText },
  { words: /bank|financ|government|ministry|بنك|مصرف|مال|حكوم|وزار/i, icon: Landmark },
  { words: /legal|law|court|قانون|محكم|قضا/i, icon: Scale },
];

/** Tints for the placeholder, each dark enough for the white icon (AA for graphics). */
const TINTS = ['#1e3a8a', '#0f766e', '#6d28d9', '#9a3412', '#155e75', '#3f6212'];

export const categoryIcon = (category: string): LucideIcon =>
  ICONS.find((entry) => entry.words.test(category))?.icon ?? Sparkles;

/** The same category always gets the same tint. */
export function categoryTint(category: string): string {
  let hash = 0;
  for (const char of category) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? TINTS[0]!;
}

const Tile = styled.div<{ $tint: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  height: 100%;
  background:
    radial-gradient(circle at 30% 20%, rgba(255, 255, 255, 0.16), transparent 55%),
    linear-gradient(135deg, ${({ $tint }) => $tint}, ${({ theme }) => theme.colors.dark});
  color: #ffffff;
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    opacity: 0.9;
  }
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 16px;
  background: rgba(255, 255, 255, 0.14);
  border: 1px solid rgba(255, 255, 255, 0.28);
`;

/** What a project without an image shows: its category's icon and colour, never a broken-image sign. */
export function ProjectPlaceholder({ category }: { category: string }) {
  return (
    <Tile $tint={categoryTint(category)} data-testid="project-placeholder" aria-hidden="true">
      <Badge>{createElement(categoryIcon(category), { size: 28, strokeWidth: 1.75 })}</Badge>
      <span dir="auto">{category}</span>
    </Tile>
  );
}
