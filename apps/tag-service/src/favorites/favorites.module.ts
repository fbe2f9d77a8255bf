import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FavoriteEntity } from './favorite.entity';
import { FavoritesHandlers } from './favorites.handlers';
import { FavoritesService } from './favorites.service';

@Module({
  imports: [TypeOrmModule.forFeature([FavoriteEntity])],
  controllers: [FavoritesHandlers],
  providers: [FavoritesService],
  exports: [FavoritesService],
})
export class FavoritesModule {}
