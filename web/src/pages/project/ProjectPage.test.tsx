import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildProject } from '../../test/factories';
import { renderWithProviders, stubApi } from '../../test/render';
import { ProjectPage } from './ProjectPage';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/projects/:slug" element={<ProjectPage />} />
    </Routes>,
    { route: path },
  );
}

describe('project detail page', () => {
  it('embeds the demo and links to YouTube when the link yields an 11-character id', async () => {
    const project = buildProject({
      slug: 'voice',
      title: 'Voice banking',
      youtubeUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    });
    stubApi({ '/api/projects/slug/voice?language=en&anyLanguage=true': { status: 200, body: project } });
    renderAt('/projects/voice');

    expect(await screen.findByRole('heading', { level: 1, name: 'Voice banking' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Watch Demo' })).toBeTruthy();
    // A poster until asked: nothing loads from YouTube, and no black box where it cannot.
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Play the demo/ }));
    expect(screen.getByTitle('Voice banking: video demo').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    );
    expect(screen.getByRole('link', { name: /Watch on YouTube/ }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    for (const heading of ['Overview', 'Key Features', 'Competitive Advantages', 'Use Cases']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Contact Us/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Projects/ }).getAttribute('href')).toBe('/projects');
  });

  it('shows no video when the link yields no valid id', async () => {
    const project = buildProject({ slug: 'plain', youtubeUrl: 'https://youtu.be/tooShort' });
    stubApi({ '/api/projects/slug/plain?language=en&anyLanguage=true': { status: 200, body: project } });
    renderAt('/projects/plain');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Watch Demo' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Watch on YouTube/ })).toBeNull();
  });

  it("shows 'Project Not Found' with a back link when no project has the slug in this language", async () => {
    stubApi({});
    renderAt('/projects/missing');
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Projects/ }).getAttribute('href')).toBe('/projects');
  });

  it('treats a draft as not found, even when a stored admin token brings it back', async () => {
    stubApi({
      '/api/projects/slug/draft?language=en&anyLanguage=true': {
        status: 200,
        body: buildProject({ slug: 'draft', status: 'draft' }),
      },
    });
    renderAt('/projects/draft');
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
  });

  it("switches to the project's language when its address is the other language's", async () => {
    const arabic = buildProject({ slug: 'مساعد', language: 'ar', title: 'المساعد المصرفي' });
    const slug = encodeURIComponent('مساعد');
    const fetched = stubApi({
      [`/api/projects/slug/${slug}?language=en&anyLanguage=true`]: { status: 200, body: arabic },
      [`/api/projects/slug/${slug}?language=ar&anyLanguage=true`]: { status: 200, body: arabic },
    });
    renderAt(`/projects/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'المساعد المصرفي' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى المشاريع' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Project Not Found' })).toBeNull();
    expect(fetched.mock.calls.map(([path]) => String(path))).toContain(
      `/api/projects/slug/${slug}?language=ar&anyLanguage=true`,
    );
  });
});
