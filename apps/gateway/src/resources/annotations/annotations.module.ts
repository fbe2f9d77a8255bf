import { Module, type OnModuleInit } from '@nestjs/common';
import { ANNOTATION_LAYER_LIST_SPEC } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { AnnotationsController } from './annotations.controller';

@Module({ controllers: [AnnotationsController] })
export class AnnotationsRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({
      name: 'annotation_layer',
      viewMenu: 'Annotation',
      spec: ANNOTATION_LAYER_LIST_SPEC,
      userRelatedFields: ['created_by', 'changed_by'],
    });
  }
}
