import json

from game import settings as st


def test_settings_persist_and_survive_a_restart(tourney_home):
    s = st.load_settings()
    assert s == st.Settings()
    s.language, s.animation_speed, s.fullscreen = "it", 2.0, True
    st.save_settings(s)
    assert st.load_settings() == s
    assert st.settings_path().is_relative_to(tourney_home)


def test_broken_or_hostile_settings_fall_back_to_defaults(tourney_home):
    path = st.settings_path()
    path.write_text("{not json")
    assert st.load_settings() == st.Settings()
    path.write_text(json.dumps({"language": "klingon", "volume": 99, "window_scale": -3, "unknown": 1}))
    s = st.load_settings()
    assert s.language == "en" and s.volume == 1.0 and s.window_scale == 0.5
    path.write_text(json.dumps({"volume": "loud"}))
    assert st.load_settings() == st.Settings()
