import {
  ErrorCode,
  notFound,
  TesseraError,
  type Caller,
  type CssTemplateFields,
  type CssTemplateView,
  type ListQuery,
  type ListReply,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fetchListPage, humanizeDelta, UserDirectoryClient, type ListQueryMapping, serverText } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { CssTemplateEntity } from './css-template.entity';

const LIST_MAPPING: ListQueryMapping = {
  columns: {
    id: 'template.id',
    template_name: 'template.template_name',
    css: 'template.css',
    created_on: 'template.created_on',
    changed_on: 'template.changed_on',
    changed_on_delta_humanized: 'template.changed_on',
    created_by: 'template.created_by_fk',
    changed_by: 'template.changed_by_fk',
  },
};

/** Superset's field error: `400 {"message": {"template_name": [...]}}`. */
function invalidName(problem: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, problem, { fields: { template_name: [problem] } });
}

/** CSS templates: shared by everyone allowed to use them, as in Superset (no owners). */
@Injectable()
export class CssTemplatesService {
  constructor(
    @InjectRepository(CssTemplateEntity) private readonly templates: Repository<CssTemplateEntity>,
    private readonly users: UserDirectoryClient,
  ) {}

  async list(query: ListQuery): Promise<ListReply<CssTemplateView>> {
    const page = await fetchListPage(this.templates.createQueryBuilder('template'), query, LIST_MAPPING, (template) => template);
    return { ...page, result: await this.views(page.result) };
  }

  async get(id: number): Promise<CssTemplateView> {
    return (await this.views([await this.find(id)]))[0];
  }

  async create(fields: CssTemplateFields, caller: Caller | undefined): Promise<CssTemplateView> {
    const name = fields.template_name?.trim();
    if (!name) throw invalidName(serverText('Missing data for required field.'));
    const userId = caller?.userId ?? null;
    const saved = await this.templates.save(
      this.templates.create({ templateName: name, css: fields.css ?? '', createdBy: userId, changedBy: userId }),
    );
    return this.get(saved.id);
  }

  async update(id: number, fields: CssTemplateFields, caller: Caller | undefined): Promise<CssTemplateView> {
    const template = await this.find(id);
    if (fields.template_name !== undefined && !fields.template_name.trim()) throw invalidName(serverText('Must not be empty.'));
    await this.templates.update(id, {
      templateName: fields.template_name?.trim() ?? template.templateName,
      css: fields.css ?? template.css,
      changedBy: caller?.userId ?? null,
      changedOn: new Date(),
    });
    return this.get(id);
  }

  /** Deletes all of `ids` or none: one missing id answers 404, as Superset's bulk delete does. */
  async delete(ids: number[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    const found = await this.templates.countBy({ id: In(unique) });
    if (found !== unique.length) throw notFound();
    await this.templates.delete({ id: In(unique) });
    return { deleted: unique.length };
  }

  private async find(id: number): Promise<CssTemplateEntity> {
    const template = await this.templates.findOneBy({ id });
    if (!template) throw notFound();
    return template;
  }

  private async views(templates: CssTemplateEntity[]): Promise<CssTemplateView[]> {
    const users = await this.users.describe(templates.flatMap((template) => [template.createdBy, template.changedBy]));
    const now = new Date();
    return templates.map((template) => ({
      id: template.id,
      template_name: template.templateName,
      css: template.css,
      created_on: template.createdOn.toISOString(),
      changed_on_delta_humanized: humanizeDelta(template.changedOn, now),
      created_by: template.createdBy !== null ? (users.get(template.createdBy) ?? null) : null,
      changed_by: template.changedBy !== null ? (users.get(template.changedBy) ?? null) : null,
    }));
  }
}
