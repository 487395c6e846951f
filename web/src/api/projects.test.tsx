import type { Project } from '@rawi/proto';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { buildProject } from '../test/factories';
import { stubApi } from '../test/render';
import { projectsKey, useProjects } from './projects';
import { swrConfig } from './swrConfig';

/** SWR as a server-drawn page starts it: an empty cache, the server's list as the fallback. */
const drawnWith =
  (list: Project[]) =>
  ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback: { [projectsKey('en')]: list } }}>
      {children}
    </SWRConfig>
  );

describe('useProjects', () => {
  it("refetches the server's list on mount, and renders once when the same list comes back", async () => {
    const list = [buildProject({ slug: 'one' }), buildProject({ slug: 'two', id: 'p2' })];
    const fetchMock = stubApi({ [projectsKey('en')]: { status: 200, body: list } });
    const wrapper = drawnWith(list);
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useProjects('en');
      },
      { wrapper },
    );
    expect(result.current.projects?.map((p) => p.slug)).toEqual(['one', 'two']);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Long enough for the reply (checked against its schema) to be read and compared.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(renders).toBe(1);
  });

  it('shows a changed list when the refetch brings one', async () => {
    const list = [buildProject({ slug: 'one' })];
    stubApi({
      [projectsKey('en')]: { status: 200, body: [...list, buildProject({ slug: 'new', id: 'p9' })] },
    });
    const wrapper = drawnWith(list);
    const { result } = renderHook(() => useProjects('en'), { wrapper });
    await waitFor(() => expect(result.current.projects?.map((p) => p.slug)).toEqual(['one', 'new']));
  });
});
