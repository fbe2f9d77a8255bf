import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CssTemplateEntity } from './css-template.entity';
import { CssTemplatesHandlers } from './css-templates.handlers';
import { CssTemplatesService } from './css-templates.service';

/** Dashboard CSS templates (`/api/v1/css_template/`). */
@Module({
  imports: [TypeOrmModule.forFeature([CssTemplateEntity])],
  controllers: [CssTemplatesHandlers],
  providers: [CssTemplatesService],
})
export class CssTemplatesModule {}
