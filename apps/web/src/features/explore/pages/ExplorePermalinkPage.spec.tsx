import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../../testing/render-with-app';
import { EXPLORE_PERMALINK_PATH } from '../index';
import { ExplorePermalinkPage } from './ExplorePermalinkPage';

describe('ExplorePermalinkPage', () => {
  it('opens Explore on the state the permalink stored', () => {
    renderWithApp(
      <Routes>
        <Route path={EXPLORE_PERMALINK_PATH} element={<ExplorePermalinkPage />} />
        <Route path="/explore/" element={<p>explore</p>} />
      </Routes>,
      { path: '/superset/explore/p/Xy12ab/' },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/explore/?permalink_key=Xy12ab');
  });
});
