from knowledge.documents import same_content

NAMES = {"/kb/hr/travel.md": "hr/travel.md", "/kb/archive/travel.md": "archive/travel.md",
         "/kb/hr/leave.md": "leave.md"}


def test_same_content_pairs_a_file_read_now_with_the_kept_document_of_the_same_bytes():
    held = [("h1", "/kb/hr/travel.md"), ("h1", "/kb/hr/travel.md"), ("h2", "/kb/hr/leave.md")]
    read = [("h1", "/kb/archive/travel.md")]
    assert same_content(held, read, NAMES) == [("hr/travel.md", "archive/travel.md")]


def test_same_content_pairs_two_files_read_together_and_never_a_document_with_itself():
    read = [("h1", "/kb/hr/travel.md"), ("h1", "/kb/archive/travel.md"), ("h2", "/kb/hr/leave.md")]
    assert same_content([("h1", "/kb/hr/travel.md")], read, NAMES) == [("hr/travel.md", "archive/travel.md")]
    assert same_content([], [("h2", "/kb/hr/leave.md")], NAMES) == []
