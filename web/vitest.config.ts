import { defineConfig } from 'vitest/config';
import { webProjects } from './vitest.projects.ts';

export default defineConfig({ test: { projects: webProjects } });
