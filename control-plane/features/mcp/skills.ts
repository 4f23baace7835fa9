/**
 * Public agent skills: markdown documents under control-plane/features/mcp/skills, each starting with a
 * front matter block (`name`, `description`). `GET /skills` lists them; `GET /skills/{name}`
 * returns one as text/markdown.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../../shared/errors.ts';
import { ContractFields, ErrorEnvelope, nonJsonResponse, withContract } from '../../http/schemas.ts';

const skillsDir = fileURLToPath(new URL('./skills/', import.meta.url));

interface Skill { name: string; description: string; markdown: string }

export function loadSkills(dir = skillsDir): Skill[] {
  return readdirSync(dir).filter((f) => f.endsWith('.md')).sort().map((file) => {
    const markdown = readFileSync(join(dir, file), 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1] ?? '';
    const field = (k: string) => new RegExp(`^${k}:\\s*(.+)$`, 'm').exec(front)?.[1]?.trim();
    const name = field('name');
    const description = field('description');
    if (!name || !description) throw new Error(`skill ${file} needs front matter with name and description`);
    return { name, description, markdown };
  });
}

export const skillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const skills = loadSkills();
  app.get('/skills', {
    schema: {
      tags: ['skills'], operationId: 'listSkills', summary: 'List public agent skills',
      response: { 200: Type.Object({ skills: Type.Array(Type.Object({ name: Type.String(), description: Type.String(), url: Type.String() })), ...ContractFields }) },
    },
  }, async () => withContract({ skills: skills.map((s) => ({ name: s.name, description: s.description, url: `/skills/${s.name}` })) }));

  app.get('/skills/:name', {
    schema: {
      tags: ['skills'], operationId: 'getSkill', summary: 'Read one skill (markdown)',
      params: Type.Object({ name: Type.String({ maxLength: 100 }) }),
      response: { 200: nonJsonResponse('text/markdown', 'The skill as markdown'), 404: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const skill = skills.find((s) => s.name === request.params.name);
    if (!skill) throw new AppError(404, 'not_found', `no skill named ${request.params.name}`);
    reply.type('text/markdown; charset=utf-8');
    return skill.markdown;
  });
};
