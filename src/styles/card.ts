import { scale, vars } from './theme.css.ts';

/**
 * The card look shared by option cards, review cards, fact and content cards: rounded by the
 * brand's card radius, on the page surface, with a hairline border; `raised` cards also cast the
 * card shadow. Spread it into a component's style: `style({ ...cardSurface(), padding: … })`.
 */
export function cardSurface({ raised = false }: { raised?: boolean } = {}) {
  return {
    borderRadius: vars.radius.card,
    background: vars.color.surface,
    border: `${scale.border.hairline} solid ${vars.color.border}`,
    ...(raised ? { boxShadow: scale.shadow.card } : {}),
  } as const;
}
