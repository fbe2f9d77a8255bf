import { Type } from 'class-transformer';
import { IsArray, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';

export class TagBody {
  @IsString()
  @MinLength(1)
  @MaxLength(250)
  name!: string;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @IsOptional()
  @IsArray()
  objects_to_tag?: [string, number][];
}

export class BulkTagItemBody {
  @IsString()
  @MinLength(1)
  @MaxLength(250)
  name!: string;

  @IsArray()
  objects_to_tag!: [string, number][];
}

export class BulkTagBody {
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => BulkTagItemBody)
  tags!: BulkTagItemBody[];
}

export class TagObjectProperties {
  @IsArray()
  @IsString({ each: true })
  tags!: string[];
}

export class TagObjectBody {
  @ValidateNested()
  @Type(() => TagObjectProperties)
  properties!: TagObjectProperties;
}
